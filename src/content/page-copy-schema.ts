// The page copy's schema lives with the functions (publish-site checks with it too).
export * from '@schemas/page-copy'
