/**
 * The REST API's body limit, shared by the gateway (which stops reading there) and the handler.
 * The app's largest request, a coach application, is a few kilobytes.
 */
export const REST_MAX_BODY_BYTES = 2 * 1024 * 1024
