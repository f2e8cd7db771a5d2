import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  type ErrorInput,
  SESSION_EXPIRED_DIALOG,
  STARTUP_FAILURE_DIALOG,
  userMessageFor,
} from '../../../domain/rules/error-catalogue.ts';

describe('error catalogue of section 8', () => {
  it('holds every situation of the table with its message', () => {
    expect(ERROR_CATALOGUE).toEqual({
      emailInUse: 'Email già in uso',
      phoneInvalid: 'Numero di telefono non valido',
      passwordsDiffer: 'Passwords non coincidenti',
      tokenLookupNotFound: 'Il token non esistente',
      tokenLookupForbidden: 'Token non più valido',
      networkError: 'Errore nella connessione. Riprovare più tardi',
      networkCodeNotFound: 'Codice non trovato! Riprova',
      skillsLoadNotFound: 'Errore durante il caricamento dei dati',
      generic: 'Si è verificato un errore!',
      fileUpload: 'Errore durante il caricamento del file',
    });
  });

  it.each<readonly [string, ErrorInput, string]>([
    ['a token lookup 404', { status: 404, code: 'ERR_BAD_REQUEST', context: 'tokenLookup' }, 'Il token non esistente'],
    ['a token lookup 403', { status: 403, context: 'tokenLookup' }, 'Token non più valido'],
    ['a token lookup 500', { status: 500, context: 'tokenLookup' }, 'Si è verificato un errore!'],
    ['a network code 404', { status: 404, context: 'networkCode' }, 'Codice non trovato! Riprova'],
    ['a skills load 404', { status: 404, context: 'skills' }, 'Errore durante il caricamento dei dati'],
    ['a 404 without context', { status: 404 }, 'Si è verificato un errore!'],
    ['a network error', { code: 'ERR_NETWORK' }, 'Errore nella connessione. Riprovare più tardi'],
    [
      'a network error during a token lookup',
      { code: 'ERR_NETWORK', context: 'tokenLookup' },
      'Errore nella connessione. Riprovare più tardi',
    ],
    ['an aborted request', { code: 'ECONNABORTED' }, 'La richiesta è stata interrotta. Riprovare più tardi'],
    ['a timeout', { code: 'ETIMEDOUT' }, 'La richiesta ha impiegato troppo tempo. Riprovare più tardi'],
    ['a canceled request', { code: 'ERR_CANCELED' }, 'La richiesta è stata annullata'],
    ['a canceled upload', { code: 'ERR_CANCELED', context: 'upload' }, 'La richiesta è stata annullata'],
    ['a bad request', { status: 400, code: 'ERR_BAD_REQUEST' }, 'Si è verificato un errore!'],
    ['a bad response', { status: 502, code: 'ERR_BAD_RESPONSE' }, 'Si è verificato un errore!'],
    [
      'a 503 while the database is unreachable',
      { status: 503, code: 'ERR_BAD_RESPONSE' },
      'Errore nella connessione. Riprovare più tardi',
    ],
    [
      'a 401',
      { status: 401, code: 'ERR_BAD_REQUEST' },
      'La tua sessione non è più valida. Effettua il login nuovamente',
    ],
    ['a failed upload', { status: 500, context: 'upload' }, 'Errore durante il caricamento del file'],
    [
      'an upload that lost the connection',
      { code: 'ERR_NETWORK', context: 'upload' },
      'Errore durante il caricamento del file',
    ],
    ['an unknown code', { code: 'E_WHATEVER' }, 'Si è verificato un errore!'],
    ['nothing known', {}, 'Si è verificato un errore!'],
  ])('shows the right message for %s', (_name, input, expected) => {
    expect(userMessageFor(input)).toBe(expected);
  });

  it('describes the startup failure dialog: title, text, OK, closing after 6 seconds', () => {
    expect(STARTUP_FAILURE_DIALOG).toEqual({
      title: 'Errore',
      text: "Non è stato possibile caricare i dati relativi all'utente, per favore riprova più tardi",
      confirmText: 'OK',
      autoCloseMs: 6000,
    });
  });

  it('describes the session dialog closing after 5 seconds', () => {
    expect(SESSION_EXPIRED_DIALOG).toEqual({
      text: 'La tua sessione non è più valida. Effettua il login nuovamente',
      autoCloseMs: 5000,
    });
  });
});
