import { copyKeys, messageKeys, projectKeys, projectEndpoints, scriptKeys, recordingKeys } from '../api';

// Remotes invalidate each other's queries by these keys: a key that changed shape would stop refreshing
// another remote's screen without any error.
it('nests every key of a resource under its root, so invalidating the root reaches them all', () => {
  const params = { page: 1, size: 20 };
  for (const key of [
    projectKeys.list(params),
    projectKeys.detail('p1'),
    projectKeys.options(),
    projectKeys.content('p1'),
  ]) {
    expect(key.slice(0, 1)).toEqual(projectKeys.all);
  }
  expect(messageKeys.detail('m1')).toEqual(['messages', 'detail', 'm1']);
  expect(messageKeys.list(params)).toEqual(['messages', 'list', params]);
  expect(copyKeys.detail('c1')).toEqual(['copies', 'detail', 'c1']);
  expect(scriptKeys.list('p1')).toEqual(['scripts', 'list', 'p1']);
  expect(recordingKeys.list('p1')).toEqual(['recordings', 'list', 'p1']);
  // A public page is not the signed-in user's project data: writes do not touch it.
  expect(projectKeys.public('p1').slice(0, 1)).not.toEqual(projectKeys.all);
});

it('encodes ids in endpoint paths', () => {
  expect(projectEndpoints.collaborator('p/1', 'u 2')).toBe('/project/p%2F1/collaborators/u%202');
});
