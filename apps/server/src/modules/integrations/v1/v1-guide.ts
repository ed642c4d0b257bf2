import { API_KEY_PREFIX, IDEMPOTENCY_KEY_TTL_HOURS, WEBHOOK_EVENTS } from '@bloom/core';
import { API_RATE_LIMIT, API_RATE_WINDOW_SECONDS } from './key-rate-limit';

/** The guide at the top of the v1 document (markdown), shown first by the reference page at /docs/api. */
export const V1_GUIDE = `Read and change your Bloom clients, submissions and testimonials, read the agreements your clients signed, from your own code or a no-code tool, and subscribe to events.

## Authentication

Create a key in **Settings → Integrations → API**. Keys look like \`${API_KEY_PREFIX}…\`, are shown once, and are sent on every request:

\`\`\`sh
curl https://your-bloom.example/api/v1/clients -H "Authorization: Bearer $BLOOM_API_KEY"
\`\`\`

A *read* key can call every \`GET\`; changes need a *read and write* key (otherwise \`403 API_KEY_READ_ONLY\`). A missing, malformed or revoked key is \`401\`. Each key sees its own workspace only: another workspace's ids answer \`404\`, like ids that do not exist.

## Errors

Every error is JSON: \`{ "error": { "code": "NOT_FOUND", "message": "Client not found" } }\`. Validation failures are \`400\` with a message that names the field.

## Rate limits

${API_RATE_LIMIT} requests per ${API_RATE_WINDOW_SECONDS} seconds per key. Every answer says where you stand:

\`\`\`
RateLimit-Policy: ${API_RATE_LIMIT};w=${API_RATE_WINDOW_SECONDS}
RateLimit: limit=${API_RATE_LIMIT}, remaining=42, reset=17
\`\`\`

Beyond the limit the answer is \`429\` with \`Retry-After\` (seconds).

## Idempotency

Send an \`Idempotency-Key\` header (a UUID is fine) on every \`POST\`. A retry with the same key and the same body within ${IDEMPOTENCY_KEY_TTL_HOURS} hours gets the first answer again, marked \`Idempotent-Replayed: true\`, and creates nothing. The same key with a different body is \`422\`.

## Pagination

Lists answer \`{ "data": [...], "next_cursor": "…" }\`, newest first. Pass \`cursor=<next_cursor>\` for the next page; \`next_cursor\` is \`null\` on the last one. \`limit\` is 1 to 100 (25).

## Webhooks

Events: ${WEBHOOK_EVENTS.map((e) => `\`${e}\``).join(', ')}. Add an endpoint in **Settings → Integrations → Webhooks**, or subscribe from code with \`POST /api/v1/webhooks\` (and \`DELETE /api/v1/webhooks/{id}\` to unsubscribe). The body is \`{ "type", "timestamp", "data" }\`, where \`data\` is the resource as this API returns it.

A client can have several contacts, each with their own portal link. What a contact does in the portal says who: \`submission.created\`, \`testimonial.created\`, \`milestone.reached\` and \`journey.completed\` carry \`data.contact\`, \`{ "id", "name", "email" }\` of the contact whose link was used (for a milestone or the journey's end: whose answer or approval completed the stage), or \`null\` for what happened before contacts existed or a contact removed since. Submissions and testimonials read from this API carry the same \`contact\`.

Due dates: \`stage.overdue\` fires when a stage that applies to the client passes its due date without being done, once per stage and date (a date moved later is announced again when that one passes), and carries \`data.client\`, \`data.stage\` (\`id\`, \`name\`) and \`data.due_on\` (\`YYYY-MM-DD\` on the client's calendar).

Agreements: \`agreement.signed\` (a contact or the countersigner signed), \`agreement.completed\` (everyone signed; the sealed PDF is ready) and \`agreement.declined\` carry \`data.agreement\`, the agreement as \`GET /api/v1/agreements\` returns it (\`id\`, \`client_id\`, \`stage_id\`, \`version\`, \`title\`, \`status\`, its signers…), and \`data.contact\`, the contact who signed or declined (\`null\` for the countersignature and for \`agreement.completed\`). Download the sealed PDF, with its certificate page, from \`GET /api/v1/agreements/{id}/final\` (\`404\` until it is completed); its SHA-256 is \`final_sha256\`.

Payments: \`payment.succeeded\` (the provider confirmed a payment) carries \`data.payment\` and \`data.invoice\`, the invoice as \`GET /api/v1/invoices/{id}\` returns it (amounts in the currency's minor units: cents, yen); \`invoice.paid\` carries \`data.invoice\` once it is paid in full; \`payment.refunded\` carries \`data.refund\` (the credit note recording it: \`credit_note_id\`, \`credit_note_number\`, \`amount\`), \`data.payment\` and \`data.invoice\`. Download an invoice's PDF from \`GET /api/v1/invoices/{id}/pdf\`.

Deliveries follow [Standard Webhooks](https://www.standardwebhooks.com/): headers \`webhook-id\` (the same on every retry: use it to skip duplicates), \`webhook-timestamp\` (Unix seconds) and \`webhook-signature\` (\`v1,<base64>\`, space-separated when a rotated secret still signs too). Answer 2xx within 15 seconds; anything else is retried 7 more times over about 28 hours (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). Verify the signature over the raw body before parsing it:

**Node** (\`node:crypto\`)

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: the whsec_… shown when the endpoint was made; body: the raw request body (a string)
export function verifyBloomWebhook(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false; // replayed or stale
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  return headers['webhook-signature'].split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
\`\`\`

**Python** (\`hmac\`)

\`\`\`python
import base64, hashlib, hmac, time

def verify_bloom_webhook(secret: str, headers: dict, body: bytes) -> bool:
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > 300:  # replayed or stale
        return False
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(
        version == "v1" and hmac.compare_digest(signature, expected)
        for version, _, signature in (entry.partition(",") for entry in headers["webhook-signature"].split(" "))
    )
\`\`\`
`;
