import { Navigate, Route, Routes } from 'react-router';
import { NetworkEditPage } from './network-edit-page.tsx';
import { NetworkPage } from './network-page.tsx';

/** /network (index, edit) of spec section 2; any other sub-path goes back to the index. */
export function NetworkScreens() {
  return (
    <Routes>
      <Route index element={<NetworkPage />} />
      <Route path="edit" element={<NetworkEditPage />} />
      <Route path="*" element={<Navigate to="/network" replace />} />
    </Routes>
  );
}
