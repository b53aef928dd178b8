import { describe, it, expect } from 'vitest';
import { selectedServices, servicesInclude } from '../../../../src/domain/cart';

describe('selectedServices', () => {
  it('derives from selected plan codes', () => {
    expect(selectedServices('E1', 'G1')).toBe('both');
    expect(selectedServices('E1', undefined)).toBe('electricity');
    expect(selectedServices(null, 'G1')).toBe('gas');
    expect(selectedServices(undefined, undefined)).toBe('none');
  });
  it('treats blank codes as not selected', () => {
    expect(selectedServices('', '  ')).toBe('none');
    expect(selectedServices(' ', 'G1')).toBe('gas');
  });
  it('servicesInclude', () => {
    expect(servicesInclude('both', 'gas')).toBe(true);
    expect(servicesInclude('electricity', 'gas')).toBe(false);
    expect(servicesInclude('none', 'electricity')).toBe(false);
  });
});
