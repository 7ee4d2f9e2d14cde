import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { loginBodySchema } from '@iagree/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, type SaveUploadInput } from './api-client';
import { useForm } from './use-form';
import { useUploadForm } from './use-upload-form';

const change = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useForm', () => {
  it('checks with the contract schema, showing messages only from the first submit attempt on', () => {
    const { result } = renderHook(() => useForm({ email: '', password: '' }, loginBodySchema));
    expect(result.current.errorOf('email')).toBeUndefined();

    let ok = true;
    act(() => {
      ok = result.current.validate();
    });
    expect(ok).toBe(false);
    expect(result.current.attempted).toBe(true);
    expect(result.current.inputProps('email').error).toBe('メールアドレスは必須です');
    expect(result.current.errorOf('password')).toBe('パスワードは必須です');

    act(() => result.current.inputProps('email').onChange(change('hanako@example.jp')));
    expect(result.current.values.email).toBe('hanako@example.jp');
    expect(result.current.errorOf('email')).toBeUndefined();
    expect(result.current.errorOf('password')).toBe('パスワードは必須です');
  });

  it('shows the server’s field errors, under the form’s own field, until that field changes', () => {
    const { result } = renderHook(() =>
      useForm({ title: 'x', place: '' }, () => ({}), { fieldOf: { latitude: 'place' } }),
    );
    act(() =>
      result.current.showServerErrors(
        new ApiError(422, 'Invalid', { title: ['too long', 'taken'], latitude: ['bad'] }),
      ),
    );
    expect(result.current.errorOf('title')).toBe('too long taken');
    expect(result.current.errorOf('place')).toBe('bad');

    act(() => result.current.setValue('title', 'y'));
    expect(result.current.errorOf('title')).toBeUndefined();
    expect(result.current.errorOf('place')).toBe('bad');

    act(() => result.current.fieldProps('place').onChange('Tokyo'));
    expect(result.current.fieldProps('place')).toMatchObject({ value: 'Tokyo', error: undefined });

    act(() =>
      result.current.showServerErrors(new ApiError(422, 'x', { title: ['a'], place: ['b'] })),
    );
    act(() => result.current.setFields({ title: 'z', place: 'Osaka' }));
    expect(result.current.values).toEqual({ title: 'z', place: 'Osaka' });
    expect(result.current.errorOf('title')).toBeUndefined();
    expect(result.current.errorOf('place')).toBeUndefined();
  });

  it('puts its own checks under the field named by fieldOf, before any server error', () => {
    const { result } = renderHook(() =>
      useForm({ place: '' }, () => ({ latitude: 'validation.invalid' }), {
        fieldOf: { latitude: 'place' },
      }),
    );
    act(() => result.current.showServerErrors(new ApiError(422, 'x', { place: ['server'] })));
    act(() => void result.current.validate());
    expect(result.current.errorOf('place')).toBe('入力内容が正しくありません');
  });

  it('resets to fresh values with no messages', () => {
    const { result } = renderHook(() => useForm({ email: '', password: '' }, loginBodySchema));
    act(() => void result.current.validate());
    act(() => result.current.setValue('password', 'secret'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: '', password: '' });
    expect(result.current.attempted).toBe(false);
    expect(result.current.errorOf('email')).toBeUndefined();
  });
});

/** An upload form for a title, saved by a real mutation whose answer the test decides. */
function renderUploadForm(answer: (input: SaveUploadInput) => Promise<{ id: number }>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const sent: SaveUploadInput[] = [];
  const saved: number[] = [];
  const { result } = renderHook(
    () => {
      const save = useMutation({
        mutationFn: (input: SaveUploadInput) => {
          sent.push(input);
          return answer(input);
        },
      });
      const form = useUploadForm(
        () => ({ title: '' }),
        (values: { title: string }) => (values.title ? {} : { title: 'validation.invalid' }),
      );
      const submit = form.submitTo(
        save,
        () => {
          const body = new FormData();
          body.append('title', form.values.title);
          return { id: 3, form: body };
        },
        ({ id }) => saved.push(id),
      );
      return { form, submit };
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    },
  );
  const submit = () =>
    act(() => result.current.submit(new Event('submit') as unknown as FormEvent));
  return { result, sent, saved, submit };
}

describe('useUploadForm', () => {
  it('sends nothing while its checks refuse, then uploads with its progress and reports the save', async () => {
    let reportProgress = (_fraction: number) => {};
    let finish = () => {};
    const { result, sent, saved, submit } = renderUploadForm(
      (input) =>
        new Promise((resolve) => {
          reportProgress = input.onProgress ?? reportProgress;
          finish = () => resolve({ id: input.id ?? 0 });
        }),
    );

    submit();
    expect(sent).toHaveLength(0);
    expect(result.current.form.errorOf('title')).toBe('入力内容が正しくありません');

    act(() => result.current.form.setValue('title', '新しい声'));
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.id).toBe(3);
    expect(sent[0]?.form.get('title')).toBe('新しい声');
    act(() => reportProgress(0.4));
    expect(result.current.form.progress).toBe(0.4);
    // A second submit while the first upload runs sends nothing.
    submit();
    await act(async () => finish());
    await waitFor(() => expect(saved).toEqual([3]));
    expect(sent).toHaveLength(1);
  });

  it('sends once for two submits in one go (a double click), busy until the answer', async () => {
    let finish = () => {};
    const { result, sent, saved } = renderUploadForm(
      (input) => new Promise((resolve) => (finish = () => resolve({ id: input.id ?? 0 }))),
    );
    act(() => result.current.form.setValue('title', '新しい声'));
    expect(result.current.form.busy).toBe(false);
    act(() => {
      const event = new Event('submit') as unknown as FormEvent;
      result.current.submit(event);
      result.current.submit(event);
    });
    expect(result.current.form.busy).toBe(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => finish());
    await waitFor(() => expect(result.current.form.busy).toBe(false));
    expect(saved).toEqual([3]);
    expect(sent).toHaveLength(1);
  });

  it('shows a refused upload’s field errors under their fields', async () => {
    const { result, saved, submit } = renderUploadForm(() =>
      Promise.reject(new ApiError(422, 'Invalid', { title: ['長すぎます'] })),
    );
    act(() => result.current.form.setValue('title', 'x'));
    submit();
    await waitFor(() => expect(result.current.form.errorOf('title')).toBe('長すぎます'));
    expect(saved).toEqual([]);
  });
});
