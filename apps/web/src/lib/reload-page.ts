/**
 * The page's reload, behind an object of our own so that tests, whose jsdom cannot reload, can
 * stand in for it with `vi.spyOn(page, 'reload')`.
 */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
