// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { httpClient, onStaleSession } from '../../src/providers/http-client.ts';
import { claimTabSession, isStaleTab, onSessionChangedElsewhere, releaseTabSession } from '../../src/providers/tab-session.ts';

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
  it('is stale once another tab logs out or logs in as someone else, and hears of it', () => {
    const changes = vi.fn();
    const stop = onSessionChangedElsewhere(changes);
    claimTabSession('hub-head');
    expect(isStaleTab()).toBe(false);
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
    const originalAdapter = httpClient.defaults.adapter;
    httpClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      sent.push(config.url ?? '');
      return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
    };
    const reload = vi.fn();
    onStaleSession(reload);
    claimTabSession('hub-head');
    await httpClient.get('/profile/details');
    releaseTabSession();
    await expect(httpClient.post('/profile/network/invitations', {})).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(sent).toEqual(['/profile/details']);
    expect(reload).toHaveBeenCalledTimes(1);
    httpClient.defaults.adapter = originalAdapter;
  });
});
