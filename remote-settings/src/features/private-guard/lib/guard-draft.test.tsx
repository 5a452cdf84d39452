import { clearGuardDraft, readGuardDraft, writeGuardDraft } from './guard-draft';

const key = { userId: 1001, locationId: 'loc-1' };

beforeEach(() => sessionStorage.clear());

test('keeps the typed input per user and location in sessionStorage', () => {
  writeGuardDraft(key, { agencyName: 'Acme Security', phone: '202-555' });
  expect(readGuardDraft(key)).toEqual({ agencyName: 'Acme Security', phone: '202-555' });
  expect(sessionStorage.getItem('vsg.private-guard-draft.1001.loc-1')).not.toBeNull();
  expect(readGuardDraft({ userId: 1001, locationId: 'loc-2' })).toBeNull();
  expect(readGuardDraft({ userId: 1002, locationId: 'loc-1' })).toBeNull();
});

test('clearing forgets it, and an emptied form keeps nothing', () => {
  writeGuardDraft(key, { agencyName: 'Acme', phone: '' });
  clearGuardDraft(key);
  expect(readGuardDraft(key)).toBeNull();

  writeGuardDraft(key, { agencyName: 'Acme', phone: '' });
  writeGuardDraft(key, { agencyName: '', phone: '' });
  expect(readGuardDraft(key)).toBeNull();
  expect(sessionStorage.getItem('vsg.private-guard-draft.1001.loc-1')).toBeNull();
});

test('a stored value that is not a draft reads as none', () => {
  for (const stored of ['not json', '42', 'null', '{"agencyName":1,"phone":"2"}']) {
    sessionStorage.setItem('vsg.private-guard-draft.1001.loc-1', stored);
    expect(readGuardDraft(key)).toBeNull();
  }
});

test('blocked storage neither throws nor keeps anything', () => {
  const blocked = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  try {
    expect(() => writeGuardDraft(key, { agencyName: 'Acme', phone: '' })).not.toThrow();
    expect(readGuardDraft(key)).toBeNull();
  } finally {
    blocked.mockRestore();
  }
});
