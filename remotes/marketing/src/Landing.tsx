import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Landing() {
  return (
    <StubPage
      remote="marketing"
      title="FinX"
      subtitle="Repair, monitor and build your credit — FCRA compliant, CROA certified."
      documentTitle="Credit repair and coaching"
    />
  );
}
