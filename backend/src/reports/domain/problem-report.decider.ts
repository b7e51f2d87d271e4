import { conflict } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { ProblemReportEvent, ProblemReported } from './problem-report.events';

export interface ProblemReportState {
  reported: boolean;
}

export interface ReportProblemCommand {
  type: 'ReportProblem';
  report: Omit<ProblemReported['data'], 'reportedAt'>;
  now: Date;
}

export const problemReportDecider: Decider<ProblemReportState, ReportProblemCommand, ProblemReportEvent> = {
  initialState: () => ({ reported: false }),
  evolve: (state, event) => (event.type === 'ProblemReported' ? { reported: true } : state),
  decide: (command, state) => {
    if (state.reported) throw conflict('This report was already sent.');
    return [{ type: 'ProblemReported', data: { ...command.report, reportedAt: command.now.toISOString() } }];
  },
};
