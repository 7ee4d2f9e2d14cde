import type { GazetteerPlace } from './gazetteer-data.ts';

/**
 * GeoNames' populated places stop at "Tokyo" for the 23 special wards, the city this app starts
 * in. These add each ward at its office (coordinates rounded to about 100 m, population from the
 * 2020 census in thousands), so a point in Kōtō is named 江東区 rather than after the nearest town.
 */
const WARDS: [ja: string, en: string, latitude: number, longitude: number, thousands: number][] = [
  ['千代田区', 'Chiyoda', 35.694, 139.7536, 67],
  ['中央区', 'Chūō', 35.6707, 139.772, 170],
  ['港区', 'Minato', 35.6581, 139.7516, 260],
  ['新宿区', 'Shinjuku', 35.6938, 139.7035, 350],
  ['文京区', 'Bunkyō', 35.7081, 139.7522, 240],
  ['台東区', 'Taitō', 35.7126, 139.78, 210],
  ['墨田区', 'Sumida', 35.7107, 139.8016, 280],
  ['江東区', 'Kōtō', 35.673, 139.8171, 530],
  ['品川区', 'Shinagawa', 35.6092, 139.7302, 420],
  ['目黒区', 'Meguro', 35.6415, 139.6983, 290],
  ['大田区', 'Ōta', 35.5613, 139.716, 740],
  ['世田谷区', 'Setagaya', 35.6464, 139.6532, 940],
  ['渋谷区', 'Shibuya', 35.664, 139.6982, 240],
  ['中野区', 'Nakano', 35.7074, 139.6638, 340],
  ['杉並区', 'Suginami', 35.6995, 139.6364, 590],
  ['豊島区', 'Toshima', 35.7263, 139.7166, 300],
  ['北区', 'Kita', 35.7528, 139.7337, 360],
  ['荒川区', 'Arakawa', 35.7361, 139.7834, 220],
  ['板橋区', 'Itabashi', 35.7512, 139.7093, 580],
  ['練馬区', 'Nerima', 35.7356, 139.6517, 750],
  ['足立区', 'Adachi', 35.775, 139.8045, 690],
  ['葛飾区', 'Katsushika', 35.7435, 139.8472, 460],
  ['江戸川区', 'Edogawa', 35.7067, 139.8683, 700],
];

const TOKYO_ADMIN1 = '40';

export const TOKYO_WARDS: GazetteerPlace[] = WARDS.map(
  ([ja, en, latitude, longitude, thousands]) => {
    const ascii = en.normalize('NFD').replace(/\p{M}/gu, '');
    return {
      name: en,
      ja,
      latitude,
      longitude,
      country: 'JP',
      admin1: TOKYO_ADMIN1,
      population: thousands * 1000,
      keys: [
        ...new Set([
          en.toLowerCase(),
          ascii.toLowerCase(),
          `${ascii.toLowerCase()} city`,
          ja,
          ja.slice(0, -1),
        ]),
      ],
    };
  },
);
