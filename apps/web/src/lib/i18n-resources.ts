import { sharedMessages } from '@iagree/contract';
import enAccounts from '@/locales/en/accounts.json';
import enAdmin from '@/locales/en/admin.json';
import enBudgets from '@/locales/en/budgets.json';
import enCommon from '@/locales/en/common.json';
import enConsultations from '@/locales/en/consultations.json';
import enContact from '@/locales/en/contact.json';
import enEvents from '@/locales/en/events.json';
import enMap from '@/locales/en/map.json';
import enModeration from '@/locales/en/moderation.json';
import enNotifications from '@/locales/en/notifications.json';
import enPages from '@/locales/en/pages.json';
import enSearch from '@/locales/en/search.json';
import enStatements from '@/locales/en/statements.json';
import jaAccounts from '@/locales/ja/accounts.json';
import jaAdmin from '@/locales/ja/admin.json';
import jaBudgets from '@/locales/ja/budgets.json';
import jaCommon from '@/locales/ja/common.json';
import jaConsultations from '@/locales/ja/consultations.json';
import jaContact from '@/locales/ja/contact.json';
import jaEvents from '@/locales/ja/events.json';
import jaMap from '@/locales/ja/map.json';
import jaModeration from '@/locales/ja/moderation.json';
import jaNotifications from '@/locales/ja/notifications.json';
import jaPages from '@/locales/ja/pages.json';
import jaSearch from '@/locales/ja/search.json';
import jaStatements from '@/locales/ja/statements.json';

/**
 * One namespace per feature plus `common`; `validation` holds the contract's shared
 * messages, whose keys contain dots and so are looked up with `keySeparator: false`.
 */
export const resources = {
  ja: {
    common: jaCommon,
    accounts: jaAccounts,
    admin: jaAdmin,
    budgets: jaBudgets,
    consultations: jaConsultations,
    contact: jaContact,
    events: jaEvents,
    map: jaMap,
    moderation: jaModeration,
    notifications: jaNotifications,
    pages: jaPages,
    search: jaSearch,
    statements: jaStatements,
    validation: sharedMessages.ja,
  },
  en: {
    common: enCommon,
    accounts: enAccounts,
    admin: enAdmin,
    budgets: enBudgets,
    consultations: enConsultations,
    contact: enContact,
    events: enEvents,
    map: enMap,
    moderation: enModeration,
    notifications: enNotifications,
    pages: enPages,
    search: enSearch,
    statements: enStatements,
    validation: sharedMessages.en,
  },
} as const;
