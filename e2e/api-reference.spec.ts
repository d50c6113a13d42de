import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, stateFile, visit } from './support';

test.describe('as an admin', () => {
  test.use({ storageState: stateFile('acme', 'admin') });

  test('finds the API reference from the integrations tab and reads an endpoint', async ({ page }) => {
    await visit(page, '/admin-settings/integrations');
    await page.getByRole('link', { name: 'API reference for integrators' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    const publish = page.locator('details', { hasText: '/api/main/jobs/{id}/publish' });
    await publish.locator('summary').click();
    await expect(publish.getByText('Response (application/json)')).toBeVisible();
    await expectNoSeriousViolations(page);
    const doc = await page.request.get('/api/openapi.json');
    expect(doc.status()).toBe(200);
    expect((await doc.json()).openapi).toBe('3.1.0');
  });
});

test.describe('as a recruiter', () => {
  test.use({ storageState: stateFile('acme', 'recruiter') });

  test('neither the page nor the document opens', async ({ page }) => {
    expect((await page.request.get('/api/openapi.json')).status()).toBe(403);
    await visit(page, '/api-reference');
    await expect(page).not.toHaveURL(/api-reference/);
  });
});
