import { expect, type Locator, type Page } from '@playwright/test';

/** This machine has no internet: tiles are refused at once instead of timing out. */
export async function noTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

interface PickOptions {
  /** The label of the form's place field. */
  field: string;
  /** The name the gazetteer gives the clicked point. */
  name: string;
}

/**
 * Opens the picker from the place field inside `form`, clicks the map 80 px east of the
 * browser's position (where the picker opens, zoom 16, when the test grants geolocation),
 * checks the reverse-geocoded name and sets the place.
 */
export async function pickPlaceOnMap(page: Page, form: Locator, { field, name }: PickOptions) {
  await form.getByRole('button', { name: '地図で選ぶ' }).click();
  const picker = page.getByRole('dialog', { name: '場所を選択' });
  const map = picker.getByRole('region', { name: '地図: クリックして場所を設定' });
  await expect(map.getByTitle('現在地')).toBeVisible();
  const box = await map.boundingBox();
  if (!box) throw new Error('the picker map has no size');
  await map.click({ position: { x: box.width / 2 + 80, y: box.height / 2 } });
  await expect(map.getByTitle('選択した場所')).toBeVisible();
  await expect(picker.getByLabel('場所の名前')).toHaveValue(name);
  await picker.getByRole('button', { name: 'この場所に設定' }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel(field, { exact: true })).toHaveValue(name);
  await expect(form.getByText(/^地図上の位置 \d+\.\d{5}, \d+\.\d{5}$/)).toBeVisible();
}

/** How far (px) the point a marker pins lies from the middle of its map. */
export async function offCentre(map: Locator, marker: Locator) {
  const [frame, pin] = await Promise.all([map.boundingBox(), marker.boundingBox()]);
  if (!frame || !pin) return Number.POSITIVE_INFINITY;
  // A pin's tip, the bottom middle of its icon, is its point.
  return Math.hypot(
    pin.x + pin.width / 2 - (frame.x + frame.width / 2),
    pin.y + pin.height - (frame.y + frame.height / 2),
  );
}

/**
 * Whether the marker's point lies inside the map's frame. The map draws the tiles it asked for
 * (decision 042), so a marker may be on the page just past the view's edge.
 */
export async function inFrame(map: Locator, marker: Locator) {
  if ((await marker.count()) === 0) return false;
  const [frame, pin] = await Promise.all([map.boundingBox(), marker.boundingBox()]);
  if (!frame || !pin) return false;
  const x = pin.x + pin.width / 2;
  const y = pin.y + pin.height;
  return x >= frame.x && x <= frame.x + frame.width && y >= frame.y && y <= frame.y + frame.height;
}

/** The one of `markers` at the middle of `map`, e.g. after a list's address centred it there. */
export async function markerAtCentre(map: Locator, markers: Locator): Promise<Locator> {
  let found: Locator | undefined;
  await expect
    .poll(async () => {
      for (const marker of await markers.all()) {
        if ((await offCentre(map, marker)) < 3) found = marker;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found as Locator;
}
