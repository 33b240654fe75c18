import { type Phase1Reviewer, phase1ReviewerFromEnv } from '@groundwork/ai';
import { overallPhase1Decision, phase1UpdatedSummary, type Phase1Answer, type Phase1Result } from '@groundwork/contracts';
import { readDocuments } from './read-documents';

/** The spec's session JSON for reports reviewed on the command line, with the answers to `--ask`. */
export interface Phase1ReviewCliOutput {
  overallDecision: Phase1Result['decision'] | null;
  updatedSummary: string | null;
  results: Phase1Result[];
  answers: Array<{ question: string } & Phase1Answer>;
  engine: Phase1Reviewer['engine'];
}

/**
 * Reads each report (PDFs in doc-processing's isolated runner), reviews it and answers each
 * question from all of them, as the review service's worker and ask route do.
 */
export async function reviewPhase1Files(
  files: readonly string[],
  { questions, cwd, reviewer = phase1ReviewerFromEnv() }: { questions: readonly string[]; cwd: string; reviewer?: Phase1Reviewer },
): Promise<Phase1ReviewCliOutput> {
  const documents = await readDocuments(files, cwd);
  const results: Phase1Result[] = [];
  for (const document of documents) results.push(await reviewer.review(document));
  const answers: Phase1ReviewCliOutput['answers'] = [];
  for (const question of questions) answers.push({ question, ...(await reviewer.ask(documents, question)) });
  return {
    overallDecision: overallPhase1Decision(results.map((result) => result.decision)),
    updatedSummary: phase1UpdatedSummary(results),
    results,
    answers,
    engine: reviewer.engine,
  };
}
