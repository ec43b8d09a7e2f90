import { Route, Routes } from 'react-router';
import Deliveries from './Deliveries';
import Webhooks from './Webhooks';

/** Settings › Webhooks and each subscription's delivery log: one lazy entry for both, so the first screen carries one route, not two. */
export default function WebhookSettings() {
  return (
    <Routes>
      <Route index element={<Webhooks />} />
      <Route path=":id" element={<Deliveries />} />
    </Routes>
  );
}
