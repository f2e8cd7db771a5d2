import type { ItalianResources } from './italian-resources.ts';

/**
 * i18next's typed keys: the resources are the Italian files, each a namespace named as its file, and a key is written
 * `<file>.<key>` (`projects.titles.list`), the namespace separator being the key separator (i18next then reads the
 * first part as the namespace when one of that name is loaded). A key that no Italian file has fails the typecheck.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: ItalianResources;
    defaultNS: 'shell';
    nsSeparator: '.';
    keySeparator: '.';
    returnNull: false;
  }
}
