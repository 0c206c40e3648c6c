/*
 * What other modules may use of notifications. This module is the one writer of notification
 * rows: services call `notify` inside their own transaction; the routes and the socket handlers
 * (realtime/) call the same service functions.
 */
export { notify, notifyAudience } from './notifications.service.ts';
export * as notificationsService from './notifications.service.ts';
export { type NewNotification, wanted } from './notifications.repo.ts';
export { presentCreatedNotification, presentOneOfCreated } from './notification.presenter.ts';
export { notificationsRoutes } from './notifications.routes.ts';
