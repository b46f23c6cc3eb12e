import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';

/** Hands the router's navigate function to code outside React. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path)), [navigate]);
  return null;
}
