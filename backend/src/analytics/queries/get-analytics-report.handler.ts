import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { ANALYTICS_REPORT, MARKET_TIME_ZONE } from '@standl/contracts';
import { ListBoothListingsQuery } from '../../booths/index.js';
import { DepositPaidEvent } from '../../payments/index.js';
import { viennaStartOfDay } from '../../shared/clock/clock.js';
import { nextDay, PHONE_USER_AGENT } from '../domain/report-period.js';
import {
  type AnalyticsAreaSelections,
  type AnalyticsDay,
  type AnalyticsFunnel,
  type AnalyticsReport,
  GetAnalyticsReportQuery,
} from './get-analytics-report.query.js';

/** Step names as the form sends them; anything else (hand-made posts) stays out of the funnel. */
const STEP_NAME = '^[a-z0-9_]{1,50}$';
const MAX_STEPS = 20;
const BOOTH_NUMBER = '^[A-Za-z0-9-]{1,20}$';
const MAX_BOOTH_NUMBERS = 2000;
const TZ = `'${MARKET_TIME_ZONE}'`;

type Row = Record<string, string | number | null>;

const int = (value: string | number | null | undefined): number => Number(value ?? 0);

/**
 * Every figure of the report is aggregated in PostgreSQL: only counts per day, step, stall, page
 * and device class come back. The stalls' areas come from the booths context (ListBoothListingsQuery),
 * the paid deposits from the payments context's stored DepositPaidEvent. Plain SQL on purpose,
 * every statement (docs/decisions.md 86): filtered aggregates, CTEs, Vienna-day date arithmetic,
 * JSON fields and "C" collations, which the ORM's query builder cannot say reasonably.
 */
@QueryHandler(GetAnalyticsReportQuery)
export class GetAnalyticsReportHandler implements IQueryHandler<GetAnalyticsReportQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ from, to }: GetAnalyticsReportQuery): Promise<AnalyticsReport> {
    const start = viennaStartOfDay(from);
    const end = viennaStartOfDay(nextDay(to));
    // Independent reads: on PostgreSQL they run side by side on pooled connections.
    const [booths, days, funnel, boothRows, payments, statusLookups, pageViews, sessions] =
      await Promise.all([
        this.queryBus.execute(new ListBoothListingsQuery()),
        this.days(from, to, start, end),
        this.funnel(start, end),
        this.boothSelections(start, end),
        this.payments(start, end),
        this.statusLookups(start, end),
        this.pageViews(start, end),
        this.devices(start, end),
      ]);
    const { devices, totals } = sessions;
    const areaOf = new Map(booths.map((booth) => [booth.number, booth.area]));

    const areas = new Map<string, AnalyticsAreaSelections>();
    for (const row of boothRows) {
      const area = row.booth_number === null ? null : areaOf.get(String(row.booth_number));
      const key = area?.code ?? '';
      const entry = areas.get(key) ?? {
        areaCode: area?.code ?? null,
        areaName: area?.name ?? 'Unbekannter Standplatz',
        selections: 0,
        weight: 0,
        paymentRequired: 0,
        confirmed: 0,
        errors: 0,
      };
      entry.selections += int(row.selections);
      entry.weight += int(row.weight);
      entry.paymentRequired += int(row.payment_required);
      entry.confirmed += int(row.confirmed);
      entry.errors += int(row.errors);
      areas.set(key, entry);
    }
    const boothSelections = [...areas.values()].sort(
      (a, b) =>
        b.weight - a.weight ||
        b.selections - a.selections ||
        a.areaName.localeCompare(b.areaName, 'de'),
    );

    return {
      from,
      to,
      days: days.map((day) => ({
        ...day,
        depositsPaid: payments.perDay.get(day.day) ?? 0,
      })),
      funnel,
      boothSelections,
      payments: payments.totals,
      statusLookups,
      pageViews,
      devices,
      totals,
    };
  }

  private async days(
    from: string,
    to: string,
    start: Date,
    end: Date,
  ): Promise<Omit<AnalyticsDay, 'depositsPaid'>[]> {
    // Counted per day first, then laid over every day of the period (no join per event).
    const rows = await this.em.execute<Row[]>(
      `with ev as (
         select (occurred_at at time zone ${TZ})::date as day,
           count(*) filter (where event_type = 'registration_started') as started,
           count(*) filter (where event_type = 'registration_completed'
             and data->>'success' = 'true') as completed,
           count(*) filter (where event_type = 'registration_completed'
             and coalesce(data->>'success', '') <> 'true') as failed,
           count(*) filter (where event_type = 'registration_abandoned') as abandoned,
           count(*) filter (where event_type = 'payment_started') as payments,
           count(*) filter (where event_type = 'page_view') as page_views,
           count(distinct visitor_hash collate "C") as visitors
         from analytics_event where occurred_at >= ? and occurred_at < ?
         group by 1
       )
       select to_char(d, 'YYYY-MM-DD') as day,
         coalesce(ev.started, 0)::int as started, coalesce(ev.completed, 0)::int as completed,
         coalesce(ev.failed, 0)::int as failed, coalesce(ev.abandoned, 0)::int as abandoned,
         coalesce(ev.payments, 0)::int as payments,
         coalesce(ev.page_views, 0)::int as page_views,
         coalesce(ev.visitors, 0)::int as visitors
       from generate_series(?::date, ?::date, interval '1 day') as d
       left join ev on ev.day = d::date
       order by d`,
      [start, end, from, to],
    );
    return rows.map((row) => ({
      day: String(row.day),
      registrationsStarted: int(row.started),
      registrationsCompleted: int(row.completed),
      registrationsFailed: int(row.failed),
      registrationsAbandoned: int(row.abandoned),
      paymentsStarted: int(row.payments),
      pageViews: int(row.page_views),
      visitors: int(row.visitors),
    }));
  }

  /**
   * Sessions that started the registration in the period, the steps they reached (ordered by
   * their average position within a session), where those that did not complete left, and how
   * many completed or reported leaving. Counts are distinct sessions. One scan of the period's
   * registration events; window functions instead of self-joins, so that the plan stays linear
   * even without table statistics (PGlite), and sorts in the "C" collation.
   */
  private async funnel(start: Date, end: Date): Promise<AnalyticsFunnel> {
    const rows = await this.em.execute<Row[]>(
      `with ev as (
         select session_id, occurred_at,
           case when event_type = 'registration_step' and data->>'step' ~ '${STEP_NAME}'
             then data->>'step' end as step,
           bool_or(event_type = 'registration_started') over w as started,
           bool_or(event_type = 'registration_completed' and data->>'success' = 'true') over w
             as completed,
           bool_or(event_type = 'registration_abandoned') over w as abandoned
         from analytics_event
         where event_type in ('registration_started', 'registration_step',
             'registration_completed', 'registration_abandoned')
           and occurred_at >= ? and occurred_at < ?
         window w as (partition by session_id collate "C")
       ), sessions as (
         select session_id, bool_or(completed) as completed, bool_or(abandoned) as abandoned,
           bool_or(step is not null) as has_step
         from ev where started group by session_id
       ), steps as (
         select session_id, step, bool_or(completed) as completed,
           row_number() over (partition by session_id collate "C"
             order by min(occurred_at), step collate "C") as position,
           row_number() over (partition by session_id collate "C"
             order by max(occurred_at) desc, step collate "C") as from_last
         from ev where started and step is not null
         group by session_id, step
       ), per_step as (
         select step, count(*)::int as sessions, avg(position) as position,
           count(*) filter (where from_last = 1 and not completed)::int as dropped
         from steps group by step order by sessions desc, step limit ${MAX_STEPS}
       )
       select 'step' as kind, step, sessions, position, dropped, null::int as completed,
         null::int as abandoned
       from per_step
       union all
       select 'total', null, count(*)::int, null,
         count(*) filter (where not has_step and not completed)::int,
         count(*) filter (where completed)::int,
         count(*) filter (where abandoned and not completed)::int
       from sessions`,
      [start, end],
    );
    const total = rows.find((row) => row.kind === 'total');
    const steps = rows
      .filter((row) => row.kind === 'step')
      .sort(
        (a, b) =>
          Number(a.position) - Number(b.position) || String(a.step).localeCompare(String(b.step)),
      )
      .map((row) => ({
        step: String(row.step),
        sessions: int(row.sessions),
        droppedHere: int(row.dropped),
      }));
    return {
      started: int(total?.sessions),
      droppedBeforeSteps: int(total?.dropped),
      steps,
      completed: int(total?.completed),
      abandoned: int(total?.abandoned),
    };
  }

  /**
   * Per stall number as sent (mapped to the areas afterwards); anything that does not look like
   * a stall number is summed as one row, and the list is capped, so hand-made posts cannot make
   * it long.
   */
  private boothSelections(start: Date, end: Date): Promise<Row[]> {
    return this.em.execute<Row[]>(
      `select case when e.data->>'boothNumber' ~ '${BOOTH_NUMBER}'
           then e.data->>'boothNumber' end as booth_number,
         count(*)::int as selections,
         sum(case e.data->>'weight' when '10' then 10 when '1' then 1 else 0 end)::int as weight,
         count(*) filter (where e.data->>'weight' = '10')::int as payment_required,
         count(*) filter (where e.data->>'weight' = '1')::int as confirmed,
         count(*) filter (where e.data->>'weight' = '0')::int as errors
       from analytics_event e
       where e.event_type = 'booth_selected' and e.occurred_at >= ? and e.occurred_at < ?
       group by 1 order by selections desc limit ${MAX_BOOTH_NUMBERS}`,
      [start, end],
    );
  }

  private async payments(
    start: Date,
    end: Date,
  ): Promise<{ totals: AnalyticsReport['payments']; perDay: Map<string, number> }> {
    const [started] = await this.em.execute<Row[]>(
      `select count(*)::int as events, count(distinct session_id)::int as sessions
       from analytics_event
       where event_type = 'payment_started' and occurred_at >= ? and occurred_at < ?`,
      [start, end],
    );
    const paid = await this.em.execute<Row[]>(
      `select to_char((occurred_at at time zone ${TZ})::date, 'YYYY-MM-DD') as day,
         count(*)::int as deposits,
         coalesce(sum(case when jsonb_typeof(payload->'amount') = 'number'
           then (payload->>'amount')::numeric end), 0)::bigint as amount
       from domain_event where type = ? and occurred_at >= ? and occurred_at < ?
       group by 1`,
      [DepositPaidEvent.TYPE, start, end],
    );
    return {
      totals: {
        started: int(started?.events),
        startedSessions: int(started?.sessions),
        depositsPaid: paid.reduce((sum, row) => sum + int(row.deposits), 0),
        depositsAmount: paid.reduce((sum, row) => sum + int(row.amount), 0),
      },
      perDay: new Map(paid.map((row) => [String(row.day), int(row.deposits)])),
    };
  }

  /** 'with_code': the status page opened with the access code in the link (back from paying). */
  private async statusLookups(start: Date, end: Date): Promise<AnalyticsReport['statusLookups']> {
    const [row] = await this.em.execute<Row[]>(
      `select
         count(*) filter (where event_name = 'with_code' or data->>'hasAccessCode' = 'true')::int
           as with_code,
         count(*) filter (where not (coalesce(event_name, '') = 'with_code'
           or coalesce(data->>'hasAccessCode', '') = 'true'))::int as without_code
       from analytics_event
       where event_type = 'status_lookup' and occurred_at >= ? and occurred_at < ?`,
      [start, end],
    );
    return { withCode: int(row?.with_code), withoutCode: int(row?.without_code) };
  }

  private async pageViews(start: Date, end: Date): Promise<AnalyticsReport['pageViews']> {
    const rows = await this.em.execute<Row[]>(
      `select page, count(*)::int as views,
         count(distinct session_id collate "C")::int as sessions
       from analytics_event
       where event_type = 'page_view' and page is not null
         and occurred_at >= ? and occurred_at < ?
       group by page order by views desc, page limit ${ANALYTICS_REPORT.maxPages}`,
      [start, end],
    );
    return rows.map((row) => ({
      page: String(row.page),
      views: int(row.views),
      sessions: int(row.sessions),
    }));
  }

  /** Sessions by device class from their user agent (classified in SQL, never returned). */
  private async devices(
    start: Date,
    end: Date,
  ): Promise<Pick<AnalyticsReport, 'devices' | 'totals'>> {
    const [row] = await this.em.execute<Row[]>(
      `select count(*) filter (where phone)::int as phone,
         count(*) filter (where phone = false)::int as desktop,
         count(*) filter (where phone is null)::int as unknown,
         count(*)::int as sessions,
         coalesce(sum(events), 0)::int as events
       from (
         select min(user_agent collate "C") ~* '${PHONE_USER_AGENT}' as phone,
           count(*) as events
         from analytics_event where occurred_at >= ? and occurred_at < ?
         group by session_id collate "C"
       ) as sessions`,
      [start, end],
    );
    return {
      devices: { phone: int(row?.phone), desktop: int(row?.desktop), unknown: int(row?.unknown) },
      totals: { events: int(row?.events), sessions: int(row?.sessions) },
    };
  }
}
