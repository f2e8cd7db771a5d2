import type { EnergyClass } from '../../../domain/energy/classification.ts';

/**
 * Energy-label colours from green (A) to red (G), each with the text colour that keeps a contrast of at least 4.5:1
 * on it (WCAG AA).
 */
export const CLASS_COLORS: Readonly<Record<EnergyClass, { background: string; text: string }>> = {
  A: { background: '#0A7D3B', text: '#FFFFFF' },
  B: { background: '#5DAA3A', text: '#1E2A25' },
  C: { background: '#9BC53D', text: '#1E2A25' },
  D: { background: '#F2D22E', text: '#1E2A25' },
  E: { background: '#F4A52C', text: '#1E2A25' },
  F: { background: '#EE7A2F', text: '#1E2A25' },
  G: { background: '#C9302C', text: '#FFFFFF' },
};
