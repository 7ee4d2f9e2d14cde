import { type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyPlace, type PlaceValue } from '@/components/place-field';
import { http, HttpResponse } from 'msw';
import { recordRequests, sentTo, server } from '@/testing/server';
import { PlacePickerModal } from './place-picker-modal';

const SEARCH = {
  data: [
    { name: '江東区', label: '東京都江東区', latitude: 35.673, longitude: 139.8171 },
    { name: '江戸川区', label: '東京都江戸川区', latitude: 35.7067, longitude: 139.8683 },
  ],
  attribution: 'GeoNames (CC BY 4.0)',
};

function renderPicker(initial: PlaceValue = emptyPlace) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  render(<PlacePickerModal opened initial={initial} onPick={onPick} onClose={onClose} />, {
    wrapper,
  });
  return { onPick, onClose, user: userEvent.setup() };
}

describe('PlacePickerModal', () => {
  it('sets the place chosen through the search, with its name', async () => {
    server.use(http.get('/api/geo/search', () => HttpResponse.json(SEARCH)));
    const sent = recordRequests();
    const { onPick, user } = renderPicker();
    const setButton = screen.getByRole('button', { name: 'この場所に設定' });
    expect(setButton).toHaveProperty('disabled', true);

    await user.type(screen.getByRole('textbox', { name: '場所を検索' }), '江東');
    // Mantine's dropdown is still in its opening transition in jsdom, hence `hidden`.
    await user.click(await screen.findByRole('option', { name: /東京都江東区/, hidden: true }));
    expect(screen.getByRole('textbox', { name: '場所の名前' })).toHaveProperty(
      'value',
      '東京都江東区',
    );
    expect(screen.getByText('地点 35.67300, 139.81710')).toBeTruthy();
    expect(sentTo(sent, '/api/geo/search')[0]?.url.search).toBe('?q=%E6%B1%9F%E6%9D%B1');

    await user.click(setButton);
    expect(onPick).toHaveBeenCalledWith({
      lat: 35.673,
      lng: 139.8171,
      locationName: '東京都江東区',
    });
  });

  it('starts from the field’s place, lets the name be edited, and Back changes nothing', async () => {
    const { onPick, onClose, user } = renderPicker({
      lat: 35.7,
      lng: 139.8,
      locationName: '押上駅前',
    });
    const name = screen.getByRole('textbox', { name: '場所の名前' });
    expect(name).toHaveProperty('value', '押上駅前');
    await user.clear(name);
    await user.type(name, 'スカイツリー前');
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(onClose).toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'この場所に設定' }));
    expect(onPick).toHaveBeenCalledWith({ lat: 35.7, lng: 139.8, locationName: 'スカイツリー前' });
  });

  it('says so when the browser cannot tell where the user is', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) =>
          fail({ code: 1 }),
      },
    });
    renderPicker();
    expect(await screen.findByText(/現在地を取得できませんでした/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '現在地' })).toHaveProperty('disabled', false),
    );
  });
});
