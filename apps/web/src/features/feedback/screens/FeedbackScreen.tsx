import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Feedback Data (/feedbackDetails) (part 2 §2). */
export default function FeedbackScreen() {
  return <PlaceholderPage title="Feedback Data" />;
}
