import { useEffect, useRef, useState } from 'react';

/**
 * The chef's camera and microphone as the panel shows them: the stream once open, and the two
 * switches. They open with the chef's panel, once.
 */
export function useChefCamera(
  role: 'chef' | 'viewer' | null,
  openCamera: () => Promise<MediaStream | null>,
  setTrack: (kind: 'video' | 'audio', on: boolean) => void,
) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [camera, setCamera] = useState(true);
  const [microphone, setMicrophone] = useState(true);
  const askedCamera = useRef(false);

  useEffect(() => {
    if (role !== 'chef' || askedCamera.current) return;
    askedCamera.current = true;
    void openCamera().then(setStream);
  }, [role, openCamera]);

  const toggle = (kind: 'video' | 'audio', on: boolean) => {
    (kind === 'video' ? setCamera : setMicrophone)(on);
    setTrack(kind, on);
  };

  return { stream, camera, microphone, toggle };
}
