/**
 * Public GETs that write (newsletter confirmation links) must reach their handler every time:
 * the answer cache (response-cache.ts) skips them, so no miss gate and no 503 either (openapi).
 */
export const NEVER_CACHED = /\/newsletter\//
