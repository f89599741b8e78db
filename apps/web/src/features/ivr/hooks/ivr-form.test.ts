import { describe, expect, it } from 'vitest';
import { checkIvrForm } from './ivr-form';

describe('checkIvrForm', () => {
  it('asks for every field and applies the PIN rules', () => {
    expect(checkIvrForm({ oldPin: '', newPin: '', confirmation: '' })).toEqual({
      oldPin: 'ivr.required',
      newPin: 'ivr.required',
    });
    expect(checkIvrForm({ oldPin: '27183', newPin: '12345', confirmation: '12345' })).toEqual({
      newPin: 'ERROR_IVR_PIN_SEQUENCE',
    });
    expect(checkIvrForm({ oldPin: '27183', newPin: '90817', confirmation: '90871' })).toEqual({
      confirmation: 'ERROR_IVR_PIN_NOMATCH',
    });
    expect(checkIvrForm({ oldPin: '27183', newPin: '90817', confirmation: '90817' })).toEqual({});
  });
});
