import { Navigate, Route, Routes } from 'react-router';
import { TutorAssignPage } from './tutor-assign-page.tsx';
import { TutorCandidatePage } from './tutor-candidate-page.tsx';
import { TutorEditPage } from './tutor-edit-page.tsx';
import { TutorIndexPage } from './tutor-index-page.tsx';

/** /tutor: index, edit/:id?, assign/:id? and assign/:id/profile/:profileId (spec section 2). */
export function TutorScreens() {
  return (
    <Routes>
      <Route index element={<TutorIndexPage />} />
      <Route path="edit/:id?" element={<TutorEditPage />} />
      <Route path="assign/:id?" element={<TutorAssignPage />} />
      <Route path="assign/:id/profile/:profileId" element={<TutorCandidatePage />} />
      <Route path="*" element={<Navigate to="/tutor" replace />} />
    </Routes>
  );
}
