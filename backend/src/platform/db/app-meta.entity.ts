import { defineEntity, p } from '@mikro-orm/core';

/** Small key/value facts about this installation (first start, last start, ...). */
export const AppMeta = defineEntity({
  name: 'AppMeta',
  tableName: 'app_meta',
  properties: {
    key: p.string().primary(),
    value: p.json<unknown>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
