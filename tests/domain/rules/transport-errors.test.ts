import { describe, expect, it } from 'vitest';
import { errorInfoOf, TRANSPORT_MESSAGES } from '../../../domain/rules/transport-errors.ts';
import { userMessageFor } from '../../../domain/rules/error-catalogue.ts';

describe('transport errors', () => {
  it('maps every transport error code the spec quotes to an Italian message', () => {
    expect(TRANSPORT_MESSAGES).toEqual({
      ERR_NETWORK: 'Errore nella connessione. Riprovare più tardi',
      ECONNABORTED: 'La richiesta è stata interrotta. Riprovare più tardi',
      ETIMEDOUT: 'La richiesta ha impiegato troppo tempo. Riprovare più tardi',
      ERR_BAD_REQUEST: 'Si è verificato un errore!',
      ERR_BAD_RESPONSE: 'Si è verificato un errore!',
      ERR_CANCELED: 'La richiesta è stata annullata',
    });
  });

  it.each([
    ['a network error', { code: 'ERR_NETWORK', message: 'Network Error' }, { status: undefined, code: 'ERR_NETWORK' }],
    [
      'a timeout reported as ECONNABORTED',
      { code: 'ECONNABORTED', message: 'timeout of 5000ms exceeded' },
      { status: undefined, code: 'ETIMEDOUT' },
    ],
    [
      'an aborted request',
      { code: 'ECONNABORTED', message: 'Request aborted' },
      { status: undefined, code: 'ECONNABORTED' },
    ],
    [
      'a status answer',
      { code: 'ERR_BAD_REQUEST', message: 'Request failed with status code 404', response: { status: 404 } },
      { status: 404, code: 'ERR_BAD_REQUEST' },
    ],
    [
      'a status only in the message',
      { message: 'Request failed with status code 503' },
      { status: 503, code: undefined },
    ],
    ['a thrown string', 'boom', { status: undefined, code: undefined }],
    ['null', null, { status: undefined, code: undefined }],
  ])('reads %s', (_name, error, expected) => {
    expect(errorInfoOf(error)).toEqual(expected);
  });

  it('feeds the catalogue: a timeout as axios words it shows the timeout message', () => {
    const error = { code: 'ECONNABORTED', message: 'timeout of 0ms exceeded' };
    expect(userMessageFor(errorInfoOf(error))).toBe('La richiesta ha impiegato troppo tempo. Riprovare più tardi');
  });
});
