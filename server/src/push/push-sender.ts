import type { EntityManager } from '@mikro-orm/postgresql';
import { publicPaths } from '@meydan/shared-types/public';
import { gameNotices, noticeState, type GameNotice, type NoticeState } from '@meydan/shared-types/sport';
import { slugify } from '@meydan/shared-types/text';
import type { PushMessage } from '@meydan/shared-types/schemas';
import webpush from 'web-push';
import { Game } from '../model/game.entity.js';
import { PushGameState, PushSubscription } from '../model/push.entity.js';
import { loadLiveStates } from '../live/live-state.js';
import type { VapidSettings } from '../config.js';
import type { MediaUrl } from '../storage/index.js';

/** A goal told about five minutes late is no news: the push service drops it instead. */
const TTL_SECONDS = 300;
const BATCH = 500;
const PARALLEL = 8;

export interface PushSenderOptions {
  vapid: VapidSettings;
  /** A fresh EntityManager for each piece of work. */
  fork(): EntityManager;
  /** Draws commentary images in the live state the notices are read from. */
  mediaUrl: MediaUrl;
  log: { warn(obj: object, msg: string): void };
}

interface Moment {
  notices: GameNotice[];
  teams: number[];
  url: string;
}

const teamsJson = (id: number) => JSON.stringify([id]);

/**
 * Web Push for the games of followed teams. Every process hears of every change to a game; the step
 * from the game's last state to its new one is read and written under a row lock (push_game_state),
 * so exactly one process sees each goal, card or whistle and sends it, and none on a first state.
 */
export class PushSender {
  constructor(private readonly options: PushSenderOptions) {}

  async gamesChanged(ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      try {
        const moment = await this.step(id);
        if (moment) for (const notice of moment.notices) await this.send(notice, moment);
      } catch (err) {
        this.options.log.warn({ err, game: id }, 'push notices for a game could not be sent');
      }
    }
  }

  /** The notices between the last state this deployment compared and the committed one; the state moves on. */
  private async step(id: number): Promise<Moment | null> {
    return this.options.fork().transactional(async (em) => {
      const game = await em.findOne(Game, { id }, { populate: ['homeTeam', 'awayTeam'], fields: ['homeTeam.title', 'awayTeam.title'] });
      if (!game) return null;
      const teams = [game.homeTeam.id, game.awayTeam.id];
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      const wanted = await connection.execute(
        'select 1 from push_subscription where teams @> ?::jsonb or teams @> ?::jsonb limit 1',
        teams.map(teamsJson),
        'all',
        tx,
      );
      if (wanted.length === 0) return null;
      const live = (await loadLiveStates(em, [id], this.options.mediaUrl)).get(id);
      if (!live) return null;
      const now = noticeState(live.game);
      await connection.execute(
        'insert into push_game_state (game_id, state, updated_at) values (?, ?::jsonb, now()) on conflict do nothing',
        [id, JSON.stringify(now)],
        'all',
        tx,
      );
      const rows = await connection.execute<{ state: NoticeState | string }[]>(
        'select state from push_game_state where game_id = ? for update',
        [id],
        'all',
        tx,
      );
      const raw = rows[0]?.state;
      const before: NoticeState | null = raw ? (typeof raw === 'string' ? (JSON.parse(raw) as NoticeState) : raw) : null;
      const names = { id, home: game.homeTeam.title, away: game.awayTeam.title };
      const notices = before ? gameNotices(names, before, live.game) : [];
      await em.nativeUpdate(PushGameState, { game: id }, { state: now, updatedAt: new Date() });
      const url = publicPaths.game(id, slugify(`${names.home} ${names.away}`) || 'game');
      return { notices, teams, url };
    });
  }

  private async send(notice: GameNotice, moment: Moment): Promise<void> {
    const message: PushMessage = { title: 'میدان', body: notice.text, tag: `game-${notice.gameId}`, url: moment.url };
    const payload = JSON.stringify(message);
    const em = this.options.fork();
    let after = 0;
    for (;;) {
      const batch = await em
        .getConnection()
        .execute<{ id: number; endpoint: string; p256dh: string; auth: string }[]>(
          'select id, endpoint, p256dh, auth from push_subscription where id > ? and (teams @> ?::jsonb or teams @> ?::jsonb) order by id limit ?',
          [after, ...moment.teams.map(teamsJson), BATCH],
        );
      if (batch.length === 0) return;
      after = batch[batch.length - 1].id;
      for (let i = 0; i < batch.length; i += PARALLEL) {
        await Promise.all(batch.slice(i, i + PARALLEL).map((s) => this.deliver(em, s, payload, notice.gameId)));
      }
      if (batch.length < BATCH) return;
    }
  }

  /*
   * web-push builds the encrypted request (aes128gcm, VAPID); it is sent here, with redirects refused,
   * so that an endpoint that passed validation cannot bounce the request to a host inside the network.
   */
  private async deliver(
    em: EntityManager,
    s: { id: number; endpoint: string; p256dh: string; auth: string },
    payload: string,
    gameId: number,
  ) {
    const { vapid } = this.options;
    try {
      const request = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        topic: `game-${gameId}`,
      });
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      // The browser unsubscribed or the subscription expired: it will never be reachable again.
      if (res.status === 404 || res.status === 410) await em.nativeDelete(PushSubscription, { id: s.id });
      else if (!res.ok) this.options.log.warn({ status: res.status }, 'a push message was refused');
    } catch (err) {
      this.options.log.warn({ err }, 'a push message could not be sent');
    }
  }
}
