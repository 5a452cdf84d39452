// The remote entries the platform's registry names (/remotes.json): the remotes are served from the
// versions serve-all released, so their addresses come from the registry, not from a fixed path.
export async function remoteEntriesOf(origin) {
  const registry = await (await fetch(`${origin}/remotes.json`)).json();
  const remotes = typeof registry?.remotes === 'object' && registry.remotes ? registry.remotes : {};
  return Object.values(remotes)
    .map((remote) => remote?.entry)
    .filter((entry) => typeof entry === 'string');
}
