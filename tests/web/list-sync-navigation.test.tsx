// @vitest-environment jsdom
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { routerProvider } from '../../src/providers/router-provider.ts';

/**
 * A list keeps its page, sorting and filters in the URL (refine's syncWithLocation: a `replace` to the current path
 * with the new query). A click on a link to a screen whose chunk is still loading leaves the list on screen until the
 * chunk arrives (React Router navigates in a transition), and a list that synchronised its URL then took the user back
 * to the list: the click was lost (a CI run of training.spec.ts lost "Nuovo modulo" so).
 */

let arriveForm: () => void = () => undefined;
const Form = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arriveForm = () => {
        resolve({ default: () => <h1>Nuovo modulo</h1> });
      };
    }),
);

/** A list that synchronises its URL whenever its page changes, as useTable does. */
function List() {
  const go = routerProvider.go?.();
  const [page, setPage] = useState(1);
  useEffect(() => {
    go?.({ type: 'replace', options: { keepQuery: true }, query: { currentPage: page } });
  }, [go, page]);
  return (
    <>
      <Link to="/module-form">Nuovo modulo</Link>
      <button
        type="button"
        onClick={() => {
          setPage((p) => p + 1);
        }}
      >
        Pagina successiva
      </button>
    </>
  );
}

afterEach(cleanup);

describe("a list's URL synchronisation and a navigation under way", () => {
  it('does not take the user back to the list while the next screen loads', async () => {
    window.history.replaceState(null, '', '/backoffice-training');
    render(
      <BrowserRouter>
        <Suspense fallback={<p>Caricamento</p>}>
          <Routes>
            <Route path="/backoffice-training" element={<List />} />
            <Route path="/module-form" element={<Form />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    expect(window.location.search).toBe('?currentPage=1');

    fireEvent.click(screen.getByRole('link', { name: 'Nuovo modulo' }));
    expect(window.location.pathname).toBe('/module-form');
    // The list is still on screen while the form's chunk loads, and its state changes meanwhile.
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(window.location.pathname).toBe('/module-form');

    await act(async () => {
      arriveForm();
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Nuovo modulo' })).toBeTruthy();
    expect(window.location.pathname).toBe('/module-form');
  });

  it('still keeps the list in the URL while the user stays on it', () => {
    window.history.replaceState(null, '', '/backoffice-training');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/backoffice-training" element={<List />} />
        </Routes>
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/backoffice-training?currentPage=2');
  });
});
