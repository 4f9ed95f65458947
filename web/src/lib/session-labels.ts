import { RISK_APPROACH_LABELS, SCENARIO_TYPE_LABELS, type RiskApproach, type ScenarioType } from '@domain/enums';

export function scenarioTypeLabel(value: number): string {
  return SCENARIO_TYPE_LABELS[value as ScenarioType] ?? String(value);
}

export function riskApproachLabel(value: number): string {
  return RISK_APPROACH_LABELS[value as RiskApproach] ?? String(value);
}

export function sessionPath(id: number): string {
  return `/session/${id}`;
}
