// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordTitle } from '../../src/components/record-title.tsx';

afterEach(cleanup);

describe('a record page’s title', () => {
  it('names the record in the page’s one h1, under the kind of record it is', () => {
    const { container } = render(<RecordTitle kind="Dettaglio progetto" name="Casa Rossi, via Roma 1" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Casa Rossi, via Roma 1');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(container.textContent).toBe('Dettaglio progettoCasa Rossi, via Roma 1');
  });
});
