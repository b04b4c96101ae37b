// The site content's schema lives with the functions (publish-site checks with it too).
export * from '@schemas/site-content'
