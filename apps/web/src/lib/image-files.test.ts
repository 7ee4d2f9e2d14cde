import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@iagree/contract';
import { imageFileProblem, sortImageFiles } from './image-files';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, head: number[], size = head.length, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};
const png = (name: string, size?: number) => file(name, PNG, size);

describe('image files', () => {
  it('tells PNG and JPEG by their first bytes, whatever the name and type say', async () => {
    expect(await imageFileProblem(png('a.png'))).toBeUndefined();
    expect(await imageFileProblem(file('b.jpeg', [0xff, 0xd8, 0xff, 0xe0], 8))).toBeUndefined();
    const pdf = file('report.jpg', [...new TextEncoder().encode('%PDF-1.4')], 8, 'image/jpeg');
    expect(await imageFileProblem(pdf)).toBe('type');
    expect(await imageFileProblem(file('empty.png', []))).toBe('type');
  });

  it('takes 15 MB and refuses one byte more', async () => {
    expect(await imageFileProblem(png('max.png', MAX_IMAGE_BYTES))).toBeUndefined();
    expect(await imageFileProblem(png('big.png', MAX_IMAGE_BYTES + 1))).toBe('size');
  });

  it('keeps the files that fit the room left and names each refused one with its reason', async () => {
    const gif = file('c.gif', [...new TextEncoder().encode('GIF89a')], 6, 'image/gif');
    const sorted = await sortImageFiles([png('1.png'), gif, png('2.png'), png('3.png')], 2);
    expect(sorted.accepted.map((accepted) => accepted.name)).toEqual(['1.png', '2.png']);
    expect(sorted.refused.map(({ file, reason }) => [file.name, reason])).toEqual([
      ['c.gif', 'type'],
      ['3.png', 'count'],
    ]);
  });
});
