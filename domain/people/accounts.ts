/** What the people calls answer (spec 002 §3 Trainer, Class): the Worker's routes and the admin screens share these shapes. */

/** The account and password of a user created (or reset) now: shown once, never stored in clear. */
export interface Credential {
  username: string;
  password: string;
  role: 'trainer' | 'trainee';
}

/** A class as the dashboards list it: trainer, trainees and how many sessions it has. */
export interface KlassSummary {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  created_at: string;
  trainer: { id: number; username: string };
  trainees: { id: number; username: string }[];
  /** A class with any session cannot be deleted. */
  session_count: number;
}

export interface TrainerRow {
  id: number;
  username: string;
  klasses: { id: number; name: string }[];
}
