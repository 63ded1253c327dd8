import { adminCredentials, authHeader, expect, login, registerCustomer, test } from '../fixtures';

/** A real 4×3 PNG, small enough to keep inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOwqnWBIwacHADlHQvFmqNoHwAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('admin image uploads through the API', () => {
  test('staff upload a PNG and it is served as WebP in the sizes the shop asks for', async ({ request }) => {
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    const response = await request.post('/api/admin/media/?folder=products', {
      headers: authHeader(token),
      multipart: { file: { name: '../../etc/passwd.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { path: string; url: string; width: number; height: number };
    expect(body.path).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
    expect(body).toMatchObject({ width: 4, height: 3 });

    const served = await request.get(`/media/${body.path}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/webp');
    const variant = await request.get(`/media/${body.path}?w=160`);
    expect(variant.status()).toBe(200);
  });

  test('an SVG is refused with a code, and customers may not upload', async ({ request }) => {
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await request.post('/api/admin/media/?folder=blog', {
      headers: authHeader(token),
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: svg } },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'media.not_an_image', detail: expect.any(String) });

    const customer = await registerCustomer(request);
    const forbidden = await request.post('/api/admin/media/?folder=blog', {
      headers: authHeader(customer.token),
      multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(forbidden.status()).toBe(403);
  });
});
