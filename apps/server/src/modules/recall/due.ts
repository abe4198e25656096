import { type SQL, sql } from 'drizzle-orm';

/**
 * Each patient's recall of each active type, computed from the chart (issue 25), as a subquery
 * with the columns `patient`, `recall_type`, `last_done` (the last day a procedure of one of the
 * type's services was completed), `computed_due` (that day plus the interval: PostgreSQL adds
 * months first, landing on the month's last day when it has no such day, then days — the domain's
 * `recallDueDate`), `due_override`, `note`, `excluded`, `version` and `due_on`, what the recall
 * list uses.
 *
 * Computed on every read, never stored: completing a procedure moves the due date on and
 * reversing it moves it back, in whatever transaction did it, with nothing to keep in step. A due
 * date set by hand holds until a resetting procedure is completed after the day it was set.
 * `patients` narrows it to some patients (the patient page); the chart's
 * (kind, service, patient, completedOn) index serves the look-up.
 */
export function recallDue(patients?: SQL): SQL {
  const ofPatient = (column: SQL) => (patients ? sql`and ${column} = any(${patients})` : sql``);
  return sql`(
    with resetting as (
      select rt.id as recall_type, (s->>'service')::bigint as service
      from recall_types rt cross join lateral jsonb_array_elements(coalesce(rt.services, '[]'::jsonb)) s
      where rt.active
    ),
    done as (
      select ce.patient, r.recall_type, max(ce.completed_on) as last_done
      from chart_entries ce join resetting r on r.service = ce.service
      where ce.kind = 'Completed' and ce.archived_at is null and ce.completed_on is not null ${ofPatient(sql`ce.patient`)}
      group by ce.patient, r.recall_type
    ),
    pairs as (
      select patient, recall_type from done
      union
      select patient, recall_type from patient_recalls where true ${ofPatient(sql`patient`)}
    )
    select pairs.patient, pairs.recall_type, done.last_done,
      (done.last_done + make_interval(months => coalesce(rt.interval_months, 0)::int,
        days => coalesce(rt.interval_days, 0)::int))::date as computed_due,
      pr.due_override, pr.note, coalesce(pr.excluded, false) as excluded, pr.version,
      case
        when coalesce(pr.excluded, false) then null
        when pr.due_override is not null and (done.last_done is null or done.last_done <= pr.updated_at::date)
          then pr.due_override
        else (done.last_done + make_interval(months => coalesce(rt.interval_months, 0)::int,
          days => coalesce(rt.interval_days, 0)::int))::date
      end as due_on
    from pairs
    join recall_types rt on rt.id = pairs.recall_type and rt.active
    left join done on done.patient = pairs.patient and done.recall_type = pairs.recall_type
    left join patient_recalls pr on pr.patient = pairs.patient and pr.recall_type = pairs.recall_type
  )`;
}

/**
 * The patient's usual doctor and clinic (alias `usual`, for a lateral join on `patientId`): those
 * of their last visit that took place (Completed), else of their latest booked visit of any status.
 */
export const usualDoctor = (patientId: SQL): SQL => sql`lateral (
  select a.doctor, a.clinic from appointments a
  where a.patient = ${patientId} and a.archived_at is null
  order by (a.status = 'Completed') desc, a.appointment_date desc, a.start_time desc, a.id desc
  limit 1) usual`;

/** Whether the patient (alias p) has a visit still to come (alias `next_visit`, lateral on p.id). */
export const nextVisit = (patientId: SQL): SQL => sql`lateral (
  select min(a.appointment_date) as day from appointments a
  where a.patient = ${patientId} and a.archived_at is null
    and a.status in ('Scheduled', 'Confirmed', 'Arrived', 'In Chair') and a.appointment_date >= app_today()) next_visit`;
