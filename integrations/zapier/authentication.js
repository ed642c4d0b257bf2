/** An API key from Bloom (Settings → Integrations → API) and the address the workspace opens Bloom at. */
const authentication = {
  type: 'custom',
  fields: [
    {
      key: 'base_url',
      label: 'Bloom Address',
      required: true,
      type: 'string',
      helpText: 'The address you open Bloom at, for example `https://app.yourbloom.com` (without a path).',
    },
    {
      key: 'api_key',
      label: 'API Key',
      required: true,
      type: 'password',
      helpText:
        'Create one in Bloom under **Settings → Integrations → API** (choose "Read and write" to create clients and share links). It starts with `bloom_live_`.',
    },
  ],
  test: async (z, bundle) => (await z.request({ url: `${bundle.authData.base_url}/api/v1/me` })).data,
  connectionLabel: '{{workspace.name}}',
};

/** Every request carries the key; an address typed with a trailing slash leaves no double slash before /api. */
function addApiKey(request, _z, bundle) {
  request.url = request.url.replace(/([^:/])\/{2,}api\/v1\//, '$1/api/v1/');
  if (bundle.authData.api_key) request.headers.Authorization = `Bearer ${bundle.authData.api_key}`;
  return request;
}

/** Bloom's error answers are `{ error: { code, message } }`: the message is written for people, show it. */
function explainErrors(response, z) {
  if (response.status >= 400) {
    let message = `Bloom answered ${response.status}`;
    let code = 'BloomError';
    try {
      const error = JSON.parse(response.content).error;
      if (error?.message) message = error.message;
      if (error?.code) code = error.code;
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    if (response.status === 401) throw new z.errors.Error(`${message} (check the API key)`, 'AuthenticationError', 401);
    throw new z.errors.Error(message, code, response.status);
  }
  return response;
}

module.exports = { authentication, addApiKey, explainErrors };
