import type { ChangeEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { loginBodySchema } from '@iagree/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
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

    act(() => result.current.setFields({ place: 'Tokyo' }));
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

describe('useUploadForm', () => {
  it('starts a new upload at 0 progress, and keeps the progress when the checks refuse', () => {
    const { result } = renderHook(() =>
      useUploadForm(
        () => ({ title: '' }),
        (values: { title: string }) => (values.title ? {} : { title: 'validation.invalid' }),
      ),
    );
    act(() => result.current.setProgress(0.5));
    act(() => void result.current.validate());
    expect(result.current.progress).toBe(0.5);
    expect(result.current.errorOf('title')).toBe('入力内容が正しくありません');

    act(() => result.current.setValue('title', 'ok'));
    let ok = false;
    act(() => {
      ok = result.current.validate();
    });
    expect(ok).toBe(true);
    expect(result.current.progress).toBe(0);
  });
});
