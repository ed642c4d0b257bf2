/**
 * The opening of a server-rendered page that search engines must not list (unsubscribe, the
 * iframe embed, the wall's error pages), up to its own <title>: the rest of the head is the page's.
 */
export const UNLISTED_PAGE_HEAD = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">`;
