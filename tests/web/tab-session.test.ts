// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient, onStaleSession } from '../../src/providers/http-client.ts';
import {
  beginTabLogout,
  claimTabSession,
  isStaleTab,
  onSessionChangedElsewhere,
  settleAnonymousTab,
} from '../../src/providers/tab-session.ts';
import { adapterOf, apiAnswer } from './support/api-fakes.ts';

const KEY = 'happyway.session.subject';

/** What another tab's write looks like to this one. */
const otherTabWrites = (value: string) => {
  localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
};

afterEach(() => {
  localStorage.clear();
  onStaleSession(() => undefined);
});

describe('a tab follows the browser session', () => {
  it('is stale once another tab logs out or logs in as someone else, and hears of it once the logout is done', () => {
    const changes = vi.fn();
    const stop = onSessionChangedElsewhere(changes);
    claimTabSession('hub-head');
    expect(isStaleTab()).toBe(false);
    otherTabWrites('logging-out');
    expect(isStaleTab()).toBe(true);
    expect(changes).not.toHaveBeenCalled();
    otherTabWrites('');
    expect(isStaleTab()).toBe(true);
    otherTabWrites('designer');
    expect(isStaleTab()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    otherTabWrites('hub-head');
    expect(isStaleTab()).toBe(false);
    stop();
  });

  it("sends no request with a user's token once that user logged out in another tab: the tab reloads instead", async () => {
    const sent: string[] = [];
    const originalTransport = httpClient.defaults.adapter;
    httpClient.defaults.adapter = adapterOf((request) => {
      sent.push(request.url);
      return apiAnswer(200, {});
    });
    const reload = vi.fn();
    onStaleSession(reload);
    claimTabSession('hub-head');
    await httpClient.get('/profile/details');
    otherTabWrites('designer');
    await expect(httpClient.post('/profile/network/invitations', {})).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(sent).toEqual(['/api/profile/details']);
    expect(reload).toHaveBeenCalledTimes(1);
    httpClient.defaults.adapter = originalTransport;
  });
});

describe('the tab that logs out', () => {
  it('is never stale itself, and tells the others only once it is back without a session', () => {
    claimTabSession('hub-head');
    beginTabLogout();
    expect(isStaleTab()).toBe(false);
    expect(localStorage.getItem(KEY)).toBe('logging-out');
    settleAnonymousTab();
    expect(localStorage.getItem(KEY)).toBe('');
    localStorage.setItem(KEY, 'designer');
    settleAnonymousTab();
    expect(localStorage.getItem(KEY)).toBe('designer');
  });
});
