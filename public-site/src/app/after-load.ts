/*
 * What starts a second after the page: offline reading (the service worker and the offline banner) and
 * the notification bell. One chunk of its own, so the first load carries a single import for both.
 */
import { bootBell } from '../components/notifications/boot';
import './offline';

bootBell();
