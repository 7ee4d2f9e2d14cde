import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useValidationMessage } from './validation-message';

describe('useValidationMessage', () => {
  it('translates shared message keys and passes other text through', () => {
    const { result } = renderHook(() => useValidationMessage());
    expect(result.current('validation.title_required')).toBe('タイトルは必須です');
    expect(result.current('Server says no')).toBe('Server says no');
  });
});
