/**
 * The app-wide 1 MB body limit on `/api/*` is for JSON. Upload routes opt out of it by their
 * path: a POST or PUT whose path ends in `/uploads` and whose body is multipart/form-data
 * (e.g. `POST /api/projects/:id/uploads`, `POST /api/portal/:token/uploads`). Such a route must
 * read its body with `receiveUpload`, which enforces MAX_UPLOAD_MB while streaming.
 */
const UPLOAD_PATH = /\/uploads\/?$/;
/** The workspace logo's upload (2 MB, enforced by modules/settings/logo/receive-logo.ts while streaming). */
const LOGO_UPLOAD_PATH = /^\/api\/workspace\/logo\/?$/;

export function isUploadRequest(method: string, path: string, contentType: string | undefined): boolean {
  return (
    (method === 'POST' || method === 'PUT') &&
    (UPLOAD_PATH.test(path) || LOGO_UPLOAD_PATH.test(path)) &&
    /^multipart\/form-data\b/i.test(contentType ?? '')
  );
}
