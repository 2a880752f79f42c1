import { Box } from '@mui/material';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { Media } from '@meydan/shared-types/schemas';
import { previewUrl } from '../../inputs/media';

export interface SlideItem {
  key: string;
  media: Media;
  caption: string | null;
}

/**
 * A small slider preview of the gallery as ordered. Swiper measures its parent, so the box has a
 * bounded width inside react-admin's flexible layout.
 */
export function ItemsSlider({ items }: { items: SlideItem[] }) {
  if (!items.length) return null;
  return (
    <Box
      sx={{ width: '100%', maxWidth: 480, minWidth: 0, overflow: 'hidden', borderRadius: 2, bgcolor: 'grey.900' }}
      data-testid="items-slider"
    >
      <Swiper dir="rtl" modules={[Navigation, Pagination]} navigation pagination={{ clickable: true }} slidesPerView={1} spaceBetween={8}>
        {items.map((item) => (
          <SwiperSlide key={item.key}>
            <Box sx={{ position: 'relative', aspectRatio: '4 / 3' }}>
              <img
                src={previewUrl(item.media, 640)}
                alt={item.media.alt ?? item.caption ?? ''}
                style={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
              {item.caption && (
                <Box
                  sx={{ position: 'absolute', bottom: 24, insetInline: 0, p: 1, color: 'white', bgcolor: 'rgba(0,0,0,0.5)', fontSize: 13 }}
                >
                  {item.caption}
                </Box>
              )}
            </Box>
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
