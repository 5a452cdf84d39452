import type { Module } from 'webpack';

/** A share key read off a federation module (`_name` of a provide module, `options.shareKey` of a consume one). */
export function shareKeyOf(module: Module): string | undefined {
  if (module.type === 'provide-module') {
    const name: unknown = Reflect.get(module, '_name');
    return typeof name === 'string' ? name : undefined;
  }
  if (module.type === 'consume-shared-module') {
    const options: unknown = Reflect.get(module, 'options');
    const key: unknown =
      typeof options === 'object' && options ? Reflect.get(options, 'shareKey') : undefined;
    return typeof key === 'string' ? key : undefined;
  }
  return undefined;
}
