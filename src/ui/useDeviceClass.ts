import { useEffect, useState } from 'react';
import { deviceClassFromWidth, type DeviceClass } from '../domain/shared';
import { useWidget } from '../embed/context';

/** The device class (spec 1 §9) of the widget's own width, not the window's: a widget may sit in a narrow column. */
export function useDeviceClass(): DeviceClass {
  const { host } = useWidget();
  const [device, setDevice] = useState<DeviceClass>(() =>
    deviceClassFromWidth(host.getBoundingClientRect().width || (typeof innerWidth === 'number' ? innerWidth : 1280)),
  );
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width) setDevice(deviceClassFromWidth(width));
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return device;
}
